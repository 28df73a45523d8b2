import type { Order } from "@heritage/domain/orders";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { ordersTexts as t } from "../account-texts.ts";
import { useCancelOrder } from "../api/cancel-order.ts";

/** 'Cancel order' with a confirmation; the server refuses (409) once the shop has confirmed it. */
export function CancelOrderButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: messages.orders.cancelled, description: order.number, tone: "success" });
      },
      onError: (error) => {
        setOpen(false);
        const detail = isApiError(error) && error.status === 409 ? error.detail : null;
        toast({ title: detail ?? messages.orders.cancelFailed, tone: "error" });
      },
    });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`${t.cancel} ${order.number}`}>
        {t.cancel}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t.cancelTitle}
        description={`${order.number}: ${messages.orders.cancelConfirm}`}
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        onConfirm={confirm}
        pending={cancel.isPending}
        pendingLabel={t.cancelling}
        destructive
      />
    </>
  );
}
