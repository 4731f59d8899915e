/** Tiny flag reader: --name value, --name=value, and the listed boolean --flags; the rest is positional. */
export function readArgs(argv: string[], booleans: string[] = []) {
  const flags = new Map<string, string>();
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) flags.set(name, inline);
    else if (booleans.includes(name)) flags.set(name, 'true');
    else {
      flags.set(name, argv[index + 1] ?? '');
      index += 1;
    }
  }
  return { flags, rest };
}
