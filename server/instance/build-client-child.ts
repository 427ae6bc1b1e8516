// The client's build, in a process of its own (build-client.ts says why). It ends when the
// process that started it does, however that one ends: its IPC channel closes.
import { build } from 'vite';

process.on('disconnect', () => process.exit(1));
const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: build-client-child.ts <outDir>');

// Whoever runs `npm start` can act on errors only; bundle-size advice is for developers
// (`npm run build` shows it). The output goes where the server will look for it.
await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
// The channel would keep this process alive.
process.exit(0);
