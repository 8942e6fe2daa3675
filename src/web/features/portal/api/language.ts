import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Locale } from "@shared/locale";
import type { SessionInfo } from "@shared/schemas/auth";
import type { PortalLanguageInput } from "@shared/schemas/portal-language";
import { rememberLocale } from "~/components/layout/language-switch";
import { loadFrenchPortal } from "~/i18n/portal-messages";
import { apiFetch } from "~/lib/api";
import { sessionQuery } from "~/lib/session";

/**
 * PUT /api/portal/language: the client's choice, stored with their record (their e-mails follow
 * it) and in the `lang` cookie (the public pages'). The portal then re-renders in it, its French
 * strings loaded beforehand, and its data is asked for again in that language.
 */
export function useSetPortalLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Locale) => {
      const saved = apiFetch<PortalLanguageInput>("/api/portal/language", { method: "PUT", body: { language } satisfies PortalLanguageInput });
      if (language === "fr") await loadFrenchPortal();
      return saved;
    },
    onSuccess: ({ language }) => {
      rememberLocale(language);
      queryClient.setQueryData<SessionInfo | null>(sessionQuery.queryKey, (session) => session && { ...session, language });
      void queryClient.invalidateQueries({ queryKey: ["portal"] });
    },
  });
}
