/**
 * Validates an XML the product builds against SEFAZ's official schemas (test/fixtures/sefaz-schemas, PL_009_V4)
 * with libxml2's xmllint compiled to WebAssembly. Answers the validator's errors, none when the document is valid.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const DIR = join(import.meta.dirname, 'fixtures', 'sefaz-schemas');

export type SefazSchema =
  'nfe_v4.00.xsd' | 'eventoCancNFe_v1.00.xsd' | 'eventoCancSubst_v1.00.xsd' | 'inutNFe_v4.00.xsd';

let files: { fileName: string; contents: string }[] | undefined;

function schemaFiles() {
  files ??= readdirSync(DIR)
    .filter((name) => name.endsWith('.xsd'))
    .map((fileName) => ({ fileName, contents: readFileSync(join(DIR, fileName), 'utf8') }));
  return files;
}

/** One document, or many in one validator run (each error then names its `documento-{index}.xml`). */
export async function schemaErrors(xml: string | string[], schema: SefazSchema): Promise<string[]> {
  const all = schemaFiles();
  const entry = all.find((f) => f.fileName === schema);
  if (!entry) throw new Error(`schema ${schema} is not in ${DIR}`);
  const documents = typeof xml === 'string' ? [xml] : xml;
  const result = await validateXML({
    xml: documents.map((contents, index) => ({ fileName: `documento-${index}.xml`, contents })),
    schema: entry,
    preload: all.filter((f) => f !== entry),
  });
  return result.errors.map((e) => (typeof xml === 'string' ? e.message : e.rawMessage));
}
