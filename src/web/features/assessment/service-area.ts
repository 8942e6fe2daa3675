import { createContext, useContext } from "react";
import { DEFAULT_SERVICE_AREA, type ServiceArea } from "@shared/service-area";
import { apiFetch } from "~/lib/api";

// The service area as the company's settings say (decision 052). The page is prerendered with the
// spec's area ("K"); the form asks the server for the current one when it starts, and its note and
// its check follow the answer. The server checks the postal code against the setting either way.

export const ServiceAreaContext = createContext<readonly string[]>(DEFAULT_SERVICE_AREA);

export const useServiceArea = () => useContext(ServiceAreaContext);

/** GET /api/assessments/service-area; the default area when it cannot be read (the server still decides). */
export async function fetchServiceArea(): Promise<readonly string[]> {
  try {
    const { prefixes } = await apiFetch<ServiceArea>("/api/assessments/service-area");
    return prefixes.length ? prefixes : DEFAULT_SERVICE_AREA;
  } catch {
    return DEFAULT_SERVICE_AREA;
  }
}
