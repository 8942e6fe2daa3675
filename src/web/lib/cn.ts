import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins classes and lets a later class override an earlier one (tailwind-merge). Only the portal
 * and the admin area use it; the public pages' components join classes with plain clsx and never
 * override a class, so tailwind-merge stays out of their JavaScript.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
