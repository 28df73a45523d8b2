import { type CustomerUpdateInput, customerUpdateSchema } from "@heritage/domain/users";
import type { z } from "zod";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { CUSTOMER_TEXT } from "../admin-texts.ts";
import { FormDialogActions } from "../shared/form-dialog-actions.tsx";
import { EditNotices, useStaleEdit } from "../shared/stale-edit.tsx";
import { type Customer, useUpdateCustomer } from "./api/customers.ts";

const FIELDS = ["first_name", "last_name", "username", "email"] as const;
type CustomerFormValues = z.input<typeof customerUpdateSchema>;

const formValues = (customer: Customer): CustomerFormValues => ({
  first_name: customer.first_name,
  last_name: customer.last_name,
  username: customer.username,
  email: customer.email,
});
const labels = () => ({
  first_name: CUSTOMER_TEXT.firstName,
  last_name: CUSTOMER_TEXT.lastName,
  username: CUSTOMER_TEXT.username,
  email: CUSTOMER_TEXT.email,
});

/** product §2 'Edit Customer': first name, last name, username*, email*; Cancel and Save Changes. */
export function CustomerEditForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const update = useUpdateCustomer();
  const stale = useStaleEdit(customer, formValues);
  const {
    field,
    handleSubmit,
    getValues,
    reset,
    formError,
    setFormError,
    showServerError,
    formState: { isSubmitting },
  } = useZodForm<CustomerFormValues, CustomerUpdateInput>(customerUpdateSchema, {
    serverFields: FIELDS,
    defaultValues: formValues(customer),
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    stale.dismiss();
    try {
      await update.mutateAsync({ id: customer.id, input, version: stale.version });
      toast({ title: CUSTOMER_TEXT.saved, description: input.username, tone: "success" });
      onDone();
    } catch (error) {
      if (stale.caught(error)) return;
      showServerError(error, messages.customer.updateFailed);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <EditNotices
        formError={formError}
        stale={stale}
        changes={() => stale.changes(labels())}
        onReload={() => reset(stale.reload(getValues()))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={CUSTOMER_TEXT.firstName} autoComplete="off" {...field("first_name")} />
        <Input label={CUSTOMER_TEXT.lastName} autoComplete="off" {...field("last_name")} />
      </div>
      <Input
        label={CUSTOMER_TEXT.usernameRequired}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...field("username")}
      />
      <Input
        label={CUSTOMER_TEXT.emailRequired}
        type="email"
        autoComplete="off"
        required
        {...field("email")}
      />
      <FormDialogActions
        cancel={CUSTOMER_TEXT.cancel}
        submit={CUSTOMER_TEXT.save}
        sendingText={CUSTOMER_TEXT.saving}
        sending={isSubmitting}
      />
    </form>
  );
}
