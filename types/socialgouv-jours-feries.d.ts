// @socialgouv/jours-feries ships no types: one function, the year's holidays by their French names, as Date
// objects at local midnight (src/index.js).
declare module '@socialgouv/jours-feries' {
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
