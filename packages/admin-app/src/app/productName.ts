/**
 * The product's name, shown in the public policy heading (SPEC.md section 2). Configurable at build
 * time with VITE_PRODUCT_NAME; 'Chairside' by default.
 */
export const productName: string = (import.meta.env.VITE_PRODUCT_NAME as string | undefined)?.trim() || 'Chairside';
