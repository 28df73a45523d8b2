import type { PromptAnswer } from "@heritage/domain/community";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "../../../components/ui/dialog.tsx";
import { T } from "../resources-texts.ts";

/** product §2/§4: 'Join as Creator' with Yes and No; closing it otherwise counts as No (decision 166). */
export function CreatorDialog({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer: (answer: PromptAnswer) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onAnswer("no")}>
      <DialogContent title={T.creator.title} description={T.creator.body} size="sm" hideClose>
        <DialogActions>
          <Button variant="secondary" onClick={() => onAnswer("no")}>
            {T.creator.no}
          </Button>
          <Button onClick={() => onAnswer("yes")}>{T.creator.yes}</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
