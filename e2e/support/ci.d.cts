/** See ci.cjs: any non-empty CI value except 'false' and '0'. */
export declare function isCi(env?: NodeJS.ProcessEnv): boolean;
