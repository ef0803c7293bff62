/** Total item quantity for the cart badge (spec §2); the cart feature will read it from the cart query. */
export function useCartItemCount(): number {
  return 0;
}
