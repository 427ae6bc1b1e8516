// The other languages' aisle words (domain/shopping/department-words-more.ts), fetched the
// first time someone starts to add or edit an item: by the time the name is typed they are
// here (the service worker keeps them for a shop without signal), and no page's first
// download carries them (tests/e2e/page-weight.spec.ts).
import { addDepartmentLanguages } from '#domain/shopping/department.ts';

let requested = false;

export function loadMoreDepartmentWords(): void {
  if (requested) return;
  requested = true;
  import('#domain/shopping/department-words-more.ts').then(
    (module) => addDepartmentLanguages(module.MORE_DEPARTMENT_WORDS),
    () => {
      requested = false; // tried again next time
    },
  );
}
