// Types of zip-inflate.mjs (plain JavaScript, run as it is by the parsing child process).

export declare function checkInflatedSizes(
  zip: Buffer,
  maxInflatedBytes: number,
): 'TOO_LARGE' | 'UNREADABLE' | null;
