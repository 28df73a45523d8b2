import { type Address, MAX_ADDRESSES } from "@heritage/domain/addresses";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { countryName } from "../../../lib/countries.ts";
import { useSavedAddresses } from "../../../lib/saved-addresses.ts";
import { useAddressChange } from "./address-api.ts";
import { AddressForm } from "./address-form.tsx";
import { addressTexts as t } from "./address-texts.ts";

/** 'My addresses' on /profile: add, edit, delete, and choose the default checkout prefills. */
export function AddressesSection() {
  const addresses = useSavedAddresses();
  const change = useAddressChange();
  // null: no form open; "new": adding; a number: editing that address.
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = addresses.data?.results ?? [];

  const failed = (error: unknown) =>
    toast({ title: (isApiError(error) && error.detail) || t.failed, tone: "error" });

  return (
    <section aria-labelledby="addresses-title" className="flex flex-col gap-4">
      <div>
        <h2 id="addresses-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.intro}</p>
      </div>
      {addresses.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-24" />
        </LoadingRegion>
      ) : addresses.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void addresses.refetch()}
          retrying={addresses.isFetching}
        />
      ) : (
        <>
          {list.length === 0 && editing !== "new" && <p className="text-sm text-muted">{t.empty}</p>}
          <ul className="flex flex-col gap-3">
            {list.map((address) =>
              editing === address.id ? (
                <li key={address.id} className="rounded-lg border border-line p-4">
                  <AddressForm
                    address={address}
                    onCancel={() => setEditing(null)}
                    onSave={async (input) => {
                      await change.mutateAsync({ kind: "update", id: address.id, input });
                      toast({ title: t.saved, tone: "success" });
                      setEditing(null);
                    }}
                  />
                </li>
              ) : (
                <li key={address.id} className="flex flex-col gap-3 rounded-lg border border-line p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <MapPin aria-hidden="true" className="size-4 text-clay" />
                    <h3 className="font-sans text-base font-semibold break-words">{address.label}</h3>
                    {address.is_default && <Badge tone="leaf">{t.isDefault}</Badge>}
                  </div>
                  <p className="text-sm break-words text-ink-soft">
                    {address.delivery_address}
                    <br />
                    {address.delivery_district ? `${address.delivery_district}, ` : ""}
                    {address.delivery_country === "RW" ? t.rwanda : countryName(address.delivery_country)}
                    <br />
                    <span className="tabular-nums">{address.contact_phone}</span>
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(address.id)}
                      aria-label={t.editNamed(address.label)}
                    >
                      <Pencil aria-hidden="true" className="size-4" /> {t.edit}
                    </Button>
                    {!address.is_default && (
                      <Button
                        variant="secondary"
                        aria-label={t.makeDefaultNamed(address.label)}
                        onClick={() =>
                          change.mutate({ kind: "default", id: address.id }, { onError: failed })
                        }
                      >
                        <Star aria-hidden="true" className="size-4" /> {t.makeDefault}
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      onClick={() => setDeleting(address)}
                      aria-label={t.removeNamed(address.label)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" /> {t.remove}
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
          {editing === "new" ? (
            <div className="rounded-lg border border-line p-4">
              <AddressForm
                onCancel={() => setEditing(null)}
                onSave={async (input) => {
                  await change.mutateAsync({ kind: "create", input });
                  toast({ title: t.saved, tone: "success" });
                  setEditing(null);
                }}
              />
            </div>
          ) : list.length >= MAX_ADDRESSES ? (
            <p className="text-sm text-muted">{t.limitReached(MAX_ADDRESSES)}</p>
          ) : (
            <Button variant="secondary" className="self-start" onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" className="size-4" /> {t.add}
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t.removeTitle(deleting.label) : ""}
        confirmLabel={t.remove}
        pending={change.isPending}
        pendingLabel={t.removing}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          change.mutate(
            { kind: "delete", id: deleting.id },
            {
              onSuccess: () => toast({ title: t.deleted, tone: "success" }),
              onError: failed,
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </section>
  );
}
