import { useMutation, useQuery } from "@tanstack/react-query";
import type { TranslatorSignatureDto } from "@shared/schemas/certificates";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";

export const SIGNATURE_KEY = "/api/translator/signature";

export function useTranslatorSignature() {
  return useQuery<TranslatorSignatureDto, Error>({ queryKey: [SIGNATURE_KEY], staleTime: 0 });
}

type SaveInput = { kind: "drawn" | "uploaded"; file: Blob } | { kind: "typed"; name: string };

/** PUT /api/translator/signature/image (multipart) or /typed (JSON): gives or replaces the signature. */
export function useSaveSignature() {
  return useMutation<TranslatorSignatureDto, Error, SaveInput>({
    mutationFn: async (input) => {
      if (input.kind === "typed")
        return (await apiRequest("PUT", `${SIGNATURE_KEY}/typed`, { name: input.name })).json();
      const form = new FormData();
      form.append("kind", input.kind);
      form.append("file", input.file, input.kind === "drawn" ? "signature.png" : "signature");
      return (await apiRequest("PUT", `${SIGNATURE_KEY}/image`, form)).json();
    },
    onSuccess: (signature) => {
      queryClient.setQueryData([SIGNATURE_KEY], signature);
      toast({ title: "Signature saved", description: "It will be printed on the certificates of your translations." });
    },
    onError: (error) =>
      toast({
        title: "Signature not saved",
        description: errorMessage(error, "Failed to save the signature."),
        variant: "destructive",
      }),
  });
}
