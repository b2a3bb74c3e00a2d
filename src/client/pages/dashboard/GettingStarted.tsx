import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

const steps = [1, 2, 3, 4] as const;

/** Shown instead of recent orders while the customer has none. */
export function GettingStarted() {
  const { t } = useTranslation("dashboard");
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("gettingStarted.title")}</h2>
        </CardTitle>
        <CardDescription>{t("gettingStarted.intro")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <p className="font-medium">{t(`gettingStarted.step${step}Title`)}</p>
                <p className="text-sm text-muted-foreground">{t(`gettingStarted.step${step}Text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link href="/dashboard/orders/new">{t("gettingStarted.cta")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
