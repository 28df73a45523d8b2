import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "../../../components/ui/dialog.tsx";
import { T } from "../resources-texts.ts";

/** product §2/§4: 'Join as Creator' with Yes and No, both of which just close it. */
export function CreatorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={T.creator.title} description={T.creator.body} size="sm" hideClose>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {T.creator.no}
          </Button>
          <Button onClick={onClose}>{T.creator.yes}</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
