/**
 * What other features use of the admin portal (decision 015): the product form, which a maker's seller
 * area writes their own listings with, so that both follow one set of fields and rules.
 */
export { ProductForm, type SaveProduct } from "./products/product-form.tsx";
