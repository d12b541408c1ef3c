// Types for the `stopword` package, which ships none; only the lists tna reads are declared.
declare module 'stopword' {
  export const deu: string[];
  export const fra: string[];
  export const spa: string[];
  export const por: string[];
  export const ita: string[];
  export const rus: string[];
}
