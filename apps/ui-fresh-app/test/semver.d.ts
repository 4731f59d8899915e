// The two functions of semver (which ships no types) that the fresh-app test uses.
declare module 'semver' {
  const semver: {
    minVersion(range: string): { version: string } | null;
    satisfies(version: string, range: string): boolean;
  };
  export default semver;
}
