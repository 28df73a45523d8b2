import type { ListingState, SellerProduct } from "@heritage/domain/selling";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Price } from "../../components/ui/price.tsx";
import { Thumbnail } from "../../components/ui/thumbnail.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { useSetStock, useSubmitListing } from "./api/seller-products.ts";
import { T } from "./selling-texts.ts";

const tones: Record<ListingState, BadgeTone> = {
  draft: "neutral",
  in_review: "ochre",
  live: "leaf",
  returned: "ember",
};

/**
 * One of the maker's listings (decision 241): where it stands, the admin's comment when sent back, its
 * stock to set at once, and the way to edit it or send it for review.
 */
export function ListingCard({ product }: { product: SellerProduct }) {
  const t = T.products;
  const headingId = `listing-${product.id}`;
  const submit = useSubmitListing();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const picture = product.images.find((image) => image.is_primary) ?? product.images[0];
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 shadow-card sm:p-4"
    >
      <div className="flex gap-3">
        <Thumbnail
          src={picture?.thumbnail}
          width={72}
          box="size-18 shrink-0 rounded-md bg-sand object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="font-display text-lg font-semibold break-words">
            {product.name}
          </h3>
          <Price price={product.price} originalPrice={product.original_price} size="sm" />
          <div>
            <Badge tone={tones[product.listing]}>{t.states[product.listing]}</Badge>
          </div>
        </div>
      </div>
      {product.listing === "returned" && product.listing_comment && (
        <div className="rounded-md bg-ember-soft p-3 text-sm">
          <p className="font-medium">{t.comment}</p>
          <p className="break-words whitespace-pre-line">{product.listing_comment}</p>
        </div>
      )}
      <StockForm product={product} />
      <FormAlert message={submitError} />
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/selling/products/${product.id}`}
          aria-label={t.editNamed(product.name)}
          className={buttonClass("secondary", "sm", "min-h-11")}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t.edit}
        </Link>
        {(product.listing === "draft" || product.listing === "returned") && (
          <Button
            size="sm"
            className="min-h-11"
            loading={submit.isPending}
            loadingText={t.submitting}
            onClick={async () => {
              setSubmitError(null);
              try {
                await submit.mutateAsync(product.id);
              } catch (caught) {
                setSubmitError(isApiError(caught) && caught.detail ? caught.detail : t.submitFailed);
              }
            }}
          >
            {t.submit}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The stock, saved from the version on screen: a sale since is a 409, and the list shows the new one. */
function StockForm({ product }: { product: SellerProduct }) {
  const t = T.products;
  const setStock = useSetStock();
  const [value, setValue] = useState(String(product.stock));
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [seenVersion, setSeenVersion] = useState(product.version);
  // The list reloaded with a newer version (a sale, a save): show its stock.
  if (seenVersion !== product.version) {
    setSeenVersion(product.version);
    setValue(String(product.stock));
  }
  return (
    <form
      method="post"
      noValidate
      className="flex items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setMessage(null);
        try {
          await setStock.mutateAsync({ id: product.id, stock: Number(value), version: product.version });
          setMessage({ tone: "success", text: t.stockSaved });
        } catch (caught) {
          const stale = isApiError(caught) && caught.status === 409;
          const field = isApiError(caught) ? caught.fieldMessage("stock") : undefined;
          setMessage({ tone: "error", text: stale ? t.stockChanged : (field ?? t.stockFailed) });
        }
      }}
    >
      <Input
        label={t.stock}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-28"
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="min-h-11"
        loading={setStock.isPending}
        loadingText={t.savingStock}
      >
        {t.saveStock}
      </Button>
      {message && (
        <p role="status" className={`pb-3 text-sm ${message.tone === "error" ? "text-ember" : "text-leaf"}`}>
          {message.text}
        </p>
      )}
    </form>
  );
}
