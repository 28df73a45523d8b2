import { Navigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { Input } from "../../components/ui/input.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useCreatorStatus } from "../../lib/creator-status.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useApply } from "./api/apply.ts";
import { CreatorNotice } from "./creator-notice.tsx";
import { T } from "./creators-texts.ts";

const FIELDS = ["display_name", "community", "practice", "statement", "links"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/**
 * /creators/apply: a signed-in person applies to become a creator. The server checks every
 * field (decision 160) and its messages land under them; once sent, the status shows instead.
 */
export default function ApplyPage() {
  const status = useCreatorStatus();
  const apply = useApply();
  // The server alone checks an application (decision 160): no schema here.
  const { register, handleSubmit, clearErrors, formState, formError, setFormError, showServerError } =
    useZodForm<Values>(null, {
      serverFields: FIELDS,
      defaultValues: { display_name: "", community: "", practice: "", statement: "", links: "" },
    });
  const { errors, isSubmitting } = formState;
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apply.mutateAsync({ ...values, links: values.links.split(/\s+/).filter(Boolean) });
    } catch (error) {
      showServerError(error, T.apply.failed);
    }
  });

  if (status.data?.creator) return <Navigate to="/my-content" replace />;
  const waiting = status.data?.application?.status === "pending";

  return (
    <section className="container-page py-10 sm:py-14" aria-labelledby="apply-title">
      <title>{T.apply.title}</title>
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <h1 id="apply-title" className="text-3xl font-semibold sm:text-4xl">
        {T.apply.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{T.apply.intro}</p>
      <div className="mt-8 flex max-w-2xl flex-col gap-6">
        {status.isPending ? (
          <LoadingRegion label={T.apply.loading}>
            <Skeleton className="h-96" />
          </LoadingRegion>
        ) : status.isError ? (
          <ErrorState
            message={T.apply.loadFailed}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
            retryLabel={T.apply.retry}
          />
        ) : (
          <>
            {status.data.application && <CreatorNotice status={status.data} />}
            {!waiting && (
              <form
                method="post"
                onSubmit={onSubmit}
                noValidate
                className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8"
              >
                <FormAlert message={formError} />
                <Input
                  label={T.apply.displayName}
                  hint={T.apply.displayNameHint}
                  autoComplete="name"
                  error={errors.display_name?.message}
                  {...field("display_name")}
                />
                <Input
                  label={T.apply.community}
                  hint={T.apply.communityHint}
                  error={errors.community?.message}
                  {...field("community")}
                />
                <Input
                  label={T.apply.practice}
                  hint={T.apply.practiceHint}
                  error={errors.practice?.message}
                  {...field("practice")}
                />
                <Textarea
                  label={T.apply.statement}
                  hint={T.apply.statementHint}
                  rows={6}
                  error={errors.statement?.message}
                  {...field("statement")}
                />
                <Textarea
                  label={T.apply.links}
                  hint={T.apply.linksHint}
                  rows={3}
                  inputMode="url"
                  error={errors.links?.message}
                  {...field("links")}
                />
                <div>
                  <Button type="submit" loading={isSubmitting} loadingText={T.apply.sending}>
                    {T.apply.submit}
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </div>
    </section>
  );
}
