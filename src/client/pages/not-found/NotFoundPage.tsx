import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function NotFoundPage() {
  const { t } = useTranslation("common");
  useDocumentMeta(t("notFound.title"), t("notFound.description"));
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-crimson" />
            <h1 className="text-2xl font-bold text-navy">{t("notFound.heading")}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t("notFound.hint")}</p>
          <Button asChild className="mt-6">
            <Link href="/">{t("notFound.home")}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
