-- One naming rule (docs/decisions.md): the mechanism columns of mail and the synchronisation are
-- English, a creation time is `created_at`, and the portal's own tables use the ERP contract's
-- word for a meaning it already names (`activo`, `orden`, `nombre`). Renames keep every row.
ALTER TABLE "mail_outbox" RENAME COLUMN "destinatari" TO "recipient";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "respondre_a" TO "reply_to";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "idioma" TO "language";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "assumpte" TO "subject";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "cos_text" TO "body_text";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "cos_html" TO "body_html";--> statement-breakpoint
-- PostgreSQL rewrites the one-active-run index's predicate (`estat in …`) to the new name.
ALTER TABLE "sync_runs" RENAME COLUMN "tipus" TO "kind";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "estat" TO "status";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "origen" TO "origin";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "demanat_per" TO "requested_by";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "entitat" TO "entity";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "pagina" TO "page";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "comptes" TO "counts";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "marques" TO "marks";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "repren" TO "resumes_run_id";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "represes" TO "resume_count";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "creat" TO "created_at";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "iniciat" TO "started_at";--> statement-breakpoint
ALTER TABLE "sync_runs" RENAME COLUMN "acabat" TO "finished_at";--> statement-breakpoint
ALTER INDEX "sync_runs_creat_idx" RENAME TO "sync_runs_created_idx";--> statement-breakpoint
ALTER TABLE "sync_marks" RENAME COLUMN "entitat" TO "entity";--> statement-breakpoint
ALTER TABLE "sync_deferred_indexes" RENAME COLUMN "nom" TO "name";--> statement-breakpoint
ALTER TABLE "sync_deferred_indexes" RENAME COLUMN "definicio" TO "definition";--> statement-breakpoint
ALTER TABLE "sync_deferred_indexes" RENAME COLUMN "creat" TO "created_at";--> statement-breakpoint
ALTER TABLE "sync_seen" RENAME COLUMN "entitat" TO "entity";--> statement-breakpoint
ALTER TABLE "sync_seen" RENAME COLUMN "codi" TO "item_key";--> statement-breakpoint
ALTER TABLE "registre_canvis" RENAME COLUMN "data_hora" TO "created_at";--> statement-breakpoint
ALTER INDEX "registre_canvis_data_idx" RENAME TO "registre_canvis_created_idx";--> statement-breakpoint
ALTER TABLE "log_errors" RENAME COLUMN "data_hora" TO "created_at";--> statement-breakpoint
ALTER INDEX "log_errors_data_idx" RENAME TO "log_errors_created_idx";--> statement-breakpoint
ALTER TABLE "carrito_lineas" RENAME COLUMN "added_at" TO "created_at";--> statement-breakpoint
ALTER TABLE "shopping_list_lines" RENAME COLUMN "added_at" TO "created_at";--> statement-breakpoint
ALTER TABLE "pedido_aprovacions" RENAME COLUMN "requested_at" TO "created_at";--> statement-breakpoint
ALTER TABLE "document_pdfs" RENAME COLUMN "fetched_at" TO "created_at";--> statement-breakpoint
ALTER TABLE "usuaris" RENAME COLUMN "actiu" TO "activo";--> statement-breakpoint
ALTER TABLE "pantalles" RENAME COLUMN "ordre" TO "orden";--> statement-breakpoint
ALTER TABLE "pantalles" RENAME COLUMN "nom" TO "nombre";--> statement-breakpoint
ALTER TABLE "service_request_attachments" RENAME COLUMN "nom" TO "nombre";
