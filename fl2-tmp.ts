import { join } from 'node:path';
import { createDistReader } from './bench/lib/dist-reader.ts';
import { firstLoad } from './bench/lib/first-load.ts';
const read = createDistReader(process.env.DIST ?? join(process.cwd(), 'dist'));
const l = await firstLoad(process.argv[2], read);
for (const a of l.assets) console.log(a.type, a.path, a.bytes);
