/**
 * @jest-environment node
 *
 * muiWithoutCssVars against the MUI installed here: it must still redirect the imports through which
 * createTheme and ThemeProvider pull in MUI's CSS-variables theming, or the builds silently grow again.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CSS_VARS_STUB, muiWithoutCssVars } from '../vite-plugins/muiWithoutCssVars';

const packageDir = path.dirname(require.resolve('@mui/material/package.json'));
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, { default?: { default?: string } }>;
};

/** The file a bundler loads for `@mui/material/<subpath>`: the package's export for any import but require(). */
function bundledFile(subpath: string): string {
  const target = manifest.exports['./*']?.default?.default;
  if (!target) throw new Error('@mui/material no longer exports its folders as ./*');
  return path.join(packageDir, target.replace('*', subpath));
}

/** Every `import … from "x"`, `export … from "x"` and bare `import "x"` of a module. */
function specifiersOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s(?:[^'"]*?\sfrom\s*)?["']([^"']+)["']/g)].map(
    (match) => match[1],
  );
}

const resolveFrom = (importer: string, specifier: string) => path.resolve(path.dirname(importer), specifier);

/** The file that `export { default as <name> } from "…"` in `barrel` names. */
function defaultExportSource(barrel: string, name: string): string {
  const source = fs.readFileSync(barrel, 'utf8');
  const match = new RegExp(`export\\s*\\{\\s*default as ${name}\\s*\\}\\s*from\\s*["']([^"']+)["']`).exec(source);
  if (!match) throw new Error(`@mui/material/styles no longer exports ${name} from a module of its own`);
  return resolveFrom(barrel, match[1]);
}

/** The module among `barrel`'s `export * from "…"` that declares the export `name`. */
function starExportSource(barrel: string, name: string): string {
  const declares = new RegExp(`export\\s+(?:const|function|class)\\s+${name}\\b`);
  const found = [...fs.readFileSync(barrel, 'utf8').matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)]
    .map((match) => resolveFrom(barrel, match[1]))
    .find((file) => fs.existsSync(file) && declares.test(fs.readFileSync(file, 'utf8')));
  if (!found) throw new Error(`@mui/material/styles no longer re-exports ${name}`);
  return found;
}

const plugin = muiWithoutCssVars();
const resolveId = (specifier: string, importer: string) =>
  (plugin.resolveId as (source: string, importer: string | undefined) => string | null)(specifier, importer);
const load = (id: string) => (plugin.load as (id: string) => string | null)(id);

const styles = bundledFile('styles');

describe.each([
  // The site's theme is made by createTheme; the CSS-variables theme maker is what MUI exports as extendTheme.
  { uses: 'createTheme', cssVarsModule: () => defaultExportSource(styles, 'extendTheme') },
  // The site's root renders ThemeProvider; the CSS-variables provider is what MUI exports as CssVarsProvider.
  { uses: 'ThemeProvider', cssVarsModule: () => starExportSource(styles, 'CssVarsProvider') },
])('MUI’s $uses, as installed', ({ uses, cssVarsModule }) => {
  const importer = defaultExportSource(styles, uses);
  const cssVars = cssVarsModule();
  const importsOfCssVars = specifiersOf(importer).filter((specifier) => resolveFrom(importer, specifier) === cssVars);

  it('still imports the CSS-variables branch (if not, MUI leaves it out by itself: drop the plugin)', () => {
    expect(importsOfCssVars).toHaveLength(1);
  });

  it('has that import redirected to the stub, and no other', () => {
    expect(resolveId(importsOfCssVars[0], importer)).toBe(CSS_VARS_STUB);
    const others = specifiersOf(importer).filter((specifier) => !importsOfCssVars.includes(specifier));
    expect(others.length).toBeGreaterThan(0);
    for (const specifier of others) expect(resolveId(specifier, importer)).toBeNull();
  });
});

/** Runs `module` as an ES module in Node and calls each of its exports, printing what each one threw. */
function callExports(module: string): string[] {
  const url = `data:text/javascript;base64,${Buffer.from(module).toString('base64')}`;
  const script = `
    const exported = await import(${JSON.stringify(url)});
    for (const [name, value] of Object.entries(exported)) {
      try { value(); console.log(name + ': returned'); } catch (error) { console.log(name + ': ' + error.message); }
    }`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim().split('\n');
}

describe('the stub', () => {
  it('answers only for its own id', () => {
    expect(load(path.join(path.dirname(styles), 'createTheme.js'))).toBeNull();
  });

  it('fails loudly if a CSS-variables theme or provider is ever used', () => {
    const calls = callExports(load(CSS_VARS_STUB)!);
    expect(calls.map((line) => line.split(':')[0]).sort()).toEqual(['CssVarsProvider', 'default']);
    for (const line of calls) expect(line).toMatch(/: MUI CSS-variables themes are left out of this build/);
  });

  it('is applied to builds only, before Vite’s own resolution', () => {
    expect(plugin).toMatchObject({ apply: 'build', enforce: 'pre' });
  });
});
