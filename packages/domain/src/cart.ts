import { z } from "zod";
import { productSchema } from "./catalog.ts";
import { MAX_LINE_QUANTITY } from "./constants.ts";
import { messages } from "./messages.ts";

/** Numbers, or numeric strings from forms; anything else (true, [1]) stays as it is and fails. */
const fromNumericString = (value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value;

const quantity = z.preprocess(
  fromNumericString,
  z
    .number({ error: messages.market.quantityMin })
    .int(messages.market.quantityMin)
    .min(1, messages.market.quantityMin)
    .max(MAX_LINE_QUANTITY, messages.market.quantityMax),
);

const productId = z.preprocess(
  fromNumericString,
  z
    .number({ error: "A valid product is required." })
    .int("A valid product is required.")
    .positive("A valid product is required.")
    // Ids are 32-bit integers in the database; a larger one could only fail there.
    .max(2_147_483_647, "A valid product is required."),
);

export const addItemSchema = z.object({ product_id: productId, quantity: quantity.default(1) });
export type AddItemInput = z.infer<typeof addItemSchema>;

export const updateItemSchema = z.object({ quantity });
export const wishlistToggleSchema = z.object({ product_id: productId });

export const cartItemSchema = z.object({
  id: z.number().int(),
  product: productSchema,
  quantity: z.number().int(),
  subtotal: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  id: z.number().int(),
  items: z.array(cartItemSchema),
  total_items: z.number().int(),
  total_price: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/** product §7 add_item: status true and 'Item added to cart successfully', with the cart as it now is. */
export const addItemResponseSchema = z.object({ status: z.boolean(), message: z.string(), cart: cartSchema });
export type AddItemResponse = z.infer<typeof addItemResponseSchema>;

export const wishlistToggleResponseSchema = z.object({ status: z.string(), is_wishlisted: z.boolean() });

/** The shopper's wishlist: the ids fill the market's hearts, the products fill a wishlist page. */
export const wishlistSchema = z.object({
  product_ids: z.array(z.number().int()),
  results: z.array(productSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
