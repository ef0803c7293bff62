/**
 * spec §8 cart.productsAddFromOrder: how many products went into the cart and from where, singular for one
 * ('1 prodotto aggiunto'), plural otherwise.
 */
export function productsAddedMessage(count: number, from: string): string {
  const what = count === 1 ? 'prodotto aggiunto' : 'prodotti aggiunti';
  return `${count} ${what} al carrello ${from}`;
}
