// The public entry, as TypeScript sees it: every component it exports comes with its Props type, and that type is what
// the component accepts. Read from the compiler's view of src/index.ts, so re-exports and aliases count as they resolve.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface PublicEntry {
  checker: ts.TypeChecker;
  values: Map<string, ts.Type>;
  types: Map<string, ts.Type>;
}

function readPublicEntry(entry: string): PublicEntry {
  const configPath = join(packageDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  const program = ts.createProgram([entry], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const values = new Map<string, ts.Type>();
  const types = new Map<string, ts.Type>();
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & ts.SymbolFlags.Value) values.set(exported.name, checker.getTypeOfSymbol(symbol));
    if (symbol.flags & ts.SymbolFlags.Type) types.set(exported.name, checker.getDeclaredTypeOfSymbol(symbol));
  }
  return { checker, values, types };
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);

/** The components a value stands for: itself when callable, and its PascalCase callable parts (Carousel.Root…). */
function componentsOf(name: string, type: ts.Type, checker: ts.TypeChecker): { name: string; props: ts.Type }[] {
  const own = type.getCallSignatures().map((signature) => ({ name, signature }));
  const parts = type
    .getProperties()
    .filter((part) => isComponentName(part.name))
    .flatMap((part) =>
      checker
        .getTypeOfSymbol(part)
        .getCallSignatures()
        .map((signature) => ({ name: `${name}${part.name}`, signature })),
    );
  return [...own, ...parts].flatMap(({ name: componentName, signature }) => {
    const [props] = signature.getParameters();
    return props ? [{ name: componentName, props: checker.getTypeOfSymbol(props) }] : [];
  });
}

let api: PublicEntry;
beforeAll(() => {
  api = readPublicEntry(join(packageDir, 'src/index.ts'));
}, 120_000);

describe("@fabrique/ui's public entry", () => {
  it('exports components, the checks below have something to check', () => {
    const components = [...api.values].filter(([name]) => isComponentName(name));
    expect(components.length).toBeGreaterThan(40);
  });

  it('exports, for every component and part, a <Name>Props type that the component accepts', () => {
    const problems: string[] = [];
    for (const [name, type] of api.values) {
      if (!isComponentName(name)) continue;
      for (const component of componentsOf(name, type, api.checker)) {
        const propsType = api.types.get(`${component.name}Props`);
        if (!propsType) problems.push(`${component.name}: no ${component.name}Props exported`);
        else if (!api.checker.isTypeAssignableTo(propsType, component.props)) {
          problems.push(`${component.name}: ${component.name}Props is not what it accepts`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Whether a `ref` prop's type holds a DOM element (its RefObject's `current` has a `tagName`), not `any` or a handle. */
function refersToElement(ref: ts.Type, checker: ts.TypeChecker): boolean {
  const members = ref.isUnion() ? ref.types : [ref];
  return members.some((member) => {
    const current = member.getProperty('current');
    if (!current) return false;
    return checker.getNonNullableType(checker.getTypeOfSymbol(current)).getProperty('tagName') !== undefined;
  });
}

/** The names of the package's own types that a type written in the source refers to (`tone?: CardTone`). */
function ownTypeNames(node: ts.Node, checker: ts.TypeChecker): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isTypeReferenceNode(child)) {
      let symbol = checker.getSymbolAtLocation(child.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol?.declarations?.[0];
      if (symbol && declaration && !declaration.getSourceFile().fileName.includes('node_modules')) {
        if (!ts.isTypeParameterDeclaration(declaration)) names.push(symbol.name);
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

describe('the Props types of the public entry', () => {
  it('use only types that the entry exports too, so that an app can name them (CardTone, CarouselGap…)', () => {
    const missing = new Set<string>();
    for (const [name, type] of api.types) {
      if (!name.endsWith('Props')) continue;
      for (const property of type.getProperties()) {
        const declaration = property.declarations?.[0];
        if (!declaration || declaration.getSourceFile().fileName.includes('node_modules')) continue;
        if (!ts.isPropertySignature(declaration) || !declaration.type) continue;
        for (const used of ownTypeNames(declaration.type, api.checker)) {
          if (!api.types.has(used)) missing.add(`${name}.${property.name}: ${used}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  // The components that render no element of their own: context providers, a hook as a component, a text's fragments.
  const elementless = ['LinkProvider', 'PhraseLinkProvider', 'MessagesProvider', 'ScrollToTop', 'LinkedText'];
  const attributes = ['ref', 'style', 'lang', 'onFocus'];

  it('knows its elementless components by their exported names', () => {
    expect(elementless.filter((name) => !api.values.has(name))).toEqual([]);
  });

  it("lets every other component and part take its element's native attributes and a ref to a DOM element", () => {
    const closed: string[] = [];
    for (const [name, type] of api.values) {
      if (!isComponentName(name) || elementless.includes(name)) continue;
      for (const component of componentsOf(name, type, api.checker)) {
        const props = api.types.get(`${component.name}Props`);
        if (!props) continue; // reported above
        const missing = attributes.filter((attribute) => !props.getProperty(attribute));
        if (missing.length > 0) closed.push(`${component.name}: no ${missing.join(', ')}`);
        else if (!refersToElement(api.checker.getTypeOfSymbol(props.getProperty('ref')!), api.checker)) {
          closed.push(`${component.name}: its ref is not a DOM element's`);
        }
      }
    }
    expect(closed).toEqual([]);
  });
});
