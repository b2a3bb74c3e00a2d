import { useTranslation } from "react-i18next";
import { Keyboard } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { SHORTCUTS } from "./shortcuts";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the dialog closes (the trigger button unless the handler prevents it). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** F1 or "?": every shortcut of the editor, from the same table the keyboard handler reads. */
export function ShortcutsDialog({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const { t } = useTranslation("workbench");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-keyshortcuts="F1">
          <Keyboard aria-hidden="true" />
          {t("help.open")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("help.title")}</DialogTitle>
          <DialogDescription>{t("help.text")}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <tbody>
            {SHORTCUTS.map(({ action, keys }) => (
              <tr key={action} className="border-b last:border-b-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {t(`help.actions.${action}`)}
                </th>
                <td className="py-1.5 text-right">
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && " / "}
                      <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t("help.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
