/** /products/{id}: the product detail screen (being built). */
export function ProductDetailRoute() {
  return null;
}
