// Every language's aisle words, read at once: the server's (server/app.ts imports this
// first) and the tests'. A browser reads the other languages on demand
// (client/pages/shopping/more-department-words.ts).
import { addDepartmentLanguages } from './department.ts';
import { MORE_DEPARTMENT_WORDS } from './department-words-more.ts';

addDepartmentLanguages(MORE_DEPARTMENT_WORDS);
