import { Link } from "wouter";
import { NOT_FOUND_TITLE } from "@shared/client-routes";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function NotFoundPage() {
  useDocumentMeta(NOT_FOUND_TITLE, "The page you are looking for does not exist.");
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-crimson" />
            <h1 className="text-2xl font-bold text-navy">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild className="mt-6">
            <Link href="/">Go back home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
