import { useRef, useState } from "react";
import "@fontsource/dancing-script/600.css";
import { PenLine } from "lucide-react";
import {
  SIGNATURE_MAX_BYTES,
  SIGNATURE_NOT_AN_IMAGE,
  SIGNATURE_TOO_LARGE,
  typedSignatureSchema,
  type TranslatorSignatureDto,
} from "@shared/schemas/certificates";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignaturePad, type SignaturePadHandle } from "@/features/certificates/signature/SignaturePad";
import { useSaveSignature, useTranslatorSignature } from "@/features/certificates/signature/signature-queries";

const SCRIPT_FONT = { fontFamily: "'Dancing Script', cursive", fontWeight: 600 };

/** The translator's signature for certificates: shown, and given or replaced by drawing, uploading or typing it. */
export function SignatureCard() {
  const query = useTranslatorSignature();
  const [editing, setEditing] = useState(false);
  if (!query.data) return null;
  const { signature } = query.data;
  const open = editing || !signature;
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="flex items-start gap-3">
          <PenLine aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <div>
            <h2 id="signature-title" className="text-lg font-semibold">
              Your signature
            </h2>
            <p className="text-sm text-muted-foreground">
              {signature
                ? "Printed on the Certificate of Translation Accuracy of every translation you deliver."
                : "Add your signature: it is printed on the certificate of every translation you deliver. Until you do, your name is printed in a script font."}
            </p>
          </div>
        </div>
        {signature && <CurrentSignature data={query.data} />}
        {open ? (
          <SignatureEditor
            fullName={query.data.fullName}
            onSaved={() => setEditing(false)}
            onCancel={signature ? () => setEditing(false) : undefined}
          />
        ) : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            Replace signature
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function CurrentSignature({ data }: { data: TranslatorSignatureDto }) {
  const signature = data.signature!;
  return (
    <div className="rounded-md border bg-white p-4" data-testid="current-signature">
      {signature.kind === "typed" ? (
        <p className="text-4xl text-[#0d1a59]" style={SCRIPT_FONT}>
          {signature.typedName}
        </p>
      ) : (
        <img
          src={`/api/translator/signature/image?v=${encodeURIComponent(signature.updatedAt)}`}
          alt="Your signature"
          className="max-h-24"
        />
      )}
      <p className="mt-2 text-xs text-muted-foreground">
        {signature.kind === "drawn" ? "Drawn" : signature.kind === "uploaded" ? "Uploaded image" : "Typed"} · saved{" "}
        {new Date(signature.updatedAt).toLocaleDateString("en-US")}
      </p>
    </div>
  );
}

function SignatureEditor({
  fullName,
  onSaved,
  onCancel,
}: {
  fullName: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveSignature();
  const pad = useRef<SignaturePadHandle>(null);
  const [hasInk, setHasInk] = useState(false);
  const [typed, setTyped] = useState(fullName);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = { onSuccess: onSaved };

  const saveDrawn = async () => {
    const blob = await pad.current?.toPng();
    if (blob) save.mutate({ kind: "drawn", file: blob }, done);
  };
  const saveUpload = () => {
    if (!file) return setError("Please choose a PNG or JPG image of your signature");
    if (!/\.(png|jpe?g)$/i.test(file.name)) return setError(SIGNATURE_NOT_AN_IMAGE);
    if (file.size > SIGNATURE_MAX_BYTES) return setError(SIGNATURE_TOO_LARGE);
    setError(null);
    save.mutate({ kind: "uploaded", file }, done);
  };
  const saveTyped = () => {
    const parsed = typedSignatureSchema.safeParse({ name: typed });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate({ kind: "typed", name: parsed.data.name }, done);
  };

  return (
    <Tabs defaultValue="draw" onValueChange={() => setError(null)}>
      <TabsList aria-label="How to give your signature">
        <TabsTrigger value="draw">Draw</TabsTrigger>
        <TabsTrigger value="upload">Upload</TabsTrigger>
        <TabsTrigger value="type">Type</TabsTrigger>
      </TabsList>
      <TabsContent value="draw" className="space-y-3">
        <SignaturePad
          ref={pad}
          onInkChange={setHasInk}
          label="Signature pad: sign with a mouse, pen or finger. If you cannot draw, use the Upload or Type tab."
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void saveDrawn()} disabled={!hasInk || save.isPending}>
            {save.isPending ? "Saving..." : "Save Signature"}
          </Button>
          <Button variant="outline" onClick={() => pad.current?.clear()} disabled={!hasInk || save.isPending}>
            Clear
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </TabsContent>
      <TabsContent value="upload" className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor="signature-file">Signature image (PNG or JPG, up to 1 MB)</Label>
          <Input
            id="signature-file"
            type="file"
            accept="image/png,image/jpeg"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="text-xs text-muted-foreground">
            Sign on white paper, photograph or scan it, and crop it closely.
          </p>
        </div>
        <Button onClick={saveUpload} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Upload Signature"}
        </Button>
      </TabsContent>
      <TabsContent value="type" className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor="signature-typed">Your full name</Label>
          <Input id="signature-typed" value={typed} maxLength={80} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <p
          aria-hidden="true"
          className="min-h-12 rounded-md border bg-white px-4 py-2 text-4xl text-[#0d1a59]"
          style={SCRIPT_FONT}
        >
          {typed}
        </p>
        <Button onClick={saveTyped} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Use Typed Signature"}
        </Button>
      </TabsContent>
      {error && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </Tabs>
  );
}
