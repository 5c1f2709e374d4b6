/** A number with its noun in the English of operator reports: "1 code", "2 codes", "0 codes". */
export const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
