// Fails loudly when npm scripts are not running on the project's own Node 24
// (docs/decisions/001-node-24-from-the-package.md).
const major = Number(process.versions.node.split('.')[0]);
if (!Number.isFinite(major) || major < 24) {
  console.error(
    [
      `This project needs Node 24 or newer, but npm ran Node ${process.version}.`,
      'Node 24 comes with the project as the "node" devDependency; its install script was probably skipped.',
      'Fix: run "npm install" again (do not pass --ignore-scripts), then retry.',
    ].join('\n'),
  );
  process.exit(1);
}
