/** Where the logo on the sign-in pages leads; a self-hosted server can point it elsewhere at build time. */
export const MARKETING_URL: string = import.meta.env.VITE_MARKETING_URL || 'https://orbit.example';
