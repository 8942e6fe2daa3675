import { toast } from "sonner";

/** The one toast helper. Errors use the destructive style. */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  error(title: string, description?: string) {
    toast.error(title, { description, className: "toast-destructive" });
  },
};
