import { UnsubscribePage } from "~/features/unsubscribe/unsubscribe-page";

/** /unsubscribe and /fr/unsubscribe: the page an unsubscribe link opens (decision 057). Not prerendered: it acts on its link's token. */
export const meta = () => [{ name: "robots", content: "noindex" }];

export default function Unsubscribe() {
  return <UnsubscribePage />;
}
