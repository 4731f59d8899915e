// The types of scripts/tokens.mjs, for the tests that import it.
export declare const tokensFile: string;
export declare const exampleBrandFile: string;
export declare const generatedDir: string;
export declare const exampleBrandClass: string;
export declare function cssVariable(id: string): string;
export declare function parseTokens(files: string[]): Promise<{
  tokens: Record<string, { id: string; $type: string; aliasOf?: string; aliasChain?: string[]; $value: unknown }>;
}>;
export declare function generateTokens(): Promise<Record<string, string>>;
export declare function writeTokens(outDir?: string): Promise<string[]>;
