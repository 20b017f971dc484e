export type ToastType = "success" | "error" | "warning" | "info";

export interface Toast {
  type: ToastType;
  title: string;
  description?: string;
}

export const TOAST_DURATION_MS = 5000;
