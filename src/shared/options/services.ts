// Consultation "Service Needed" options (value / label), in the spec's order.
export const CONSULTATION_SERVICES = [
  { value: "commercial-cleaning", label: "General Commercial Cleaning" },
  { value: "deep-cleaning", label: "Deep Cleaning Services" },
  { value: "medical-cleaning", label: "Medical & Healthcare Facility Cleaning" },
  { value: "specialized-cleaning", label: "Specialized Cleaning Services" },
  { value: "supplies-management", label: "Supplies Management" },
  { value: "emergency-cleaning", label: "Emergency & After-Hours Cleaning" },
  { value: "other", label: "Other" },
] as const;

export type ConsultationService = (typeof CONSULTATION_SERVICES)[number]["value"];

export function serviceLabel(value: string | undefined | null): string | undefined {
  return CONSULTATION_SERVICES.find((s) => s.value === value)?.label;
}
