import { useTranslation } from "react-i18next";
import { useToast } from "@/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";

/** The toast region present on every page (as the spec sets it: 5000 ms, swipe right 50 px, F8 focuses it). */
export function Toaster() {
  const { toasts } = useToast();
  const { t } = useTranslation("common");
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50} label={t("toast.label")}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={t("toast.close")} />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} label={t("toast.viewport")} />
    </ToastProvider>
  );
}
