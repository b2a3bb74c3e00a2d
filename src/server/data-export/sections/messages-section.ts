import { collectOrderMessagesForExport } from "../../messages/export-and-erase";
import { sanitizeFileName } from "../../documents/sanitize-file-name";
import type { ExportFile, ExportSection } from "../export-sections";

/**
 * messages.json: every order's conversation (the customer's messages and the answers), the names as in the passport
 * with their history, and the contact-form messages sent signed in; the files attached to messages go under
 * files/order-N/messages/. Storage keys stay out of the JSON: the file's path in the ZIP is what the customer can use.
 */
export const messagesSection: ExportSection = {
  name: "messages",
  readme: "messages",
  async collect({ db, user }) {
    const exported = await collectOrderMessagesForExport({ db, userId: user.id });
    const files: ExportFile[] = [];
    const threads = exported.threads.map((thread) => ({
      ...thread,
      messages: thread.messages.map((message) => ({
        ...message,
        attachments: message.attachments.map(({ storageKey, ...attachment }) => {
          const path = `files/order-${thread.orderId}/messages/${attachment.id}-${sanitizeFileName(attachment.fileName)}`;
          files.push({ path, storageKey, orderId: thread.orderId, kind: "message_attachment" });
          return { ...attachment, path };
        }),
      })),
    }));
    return { json: { threads, contactMessages: exported.contactMessages }, files };
  },
};
