export declare function runInfoPath(port: string | number): string;
