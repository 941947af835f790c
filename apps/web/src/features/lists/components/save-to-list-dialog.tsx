// "Save to a list": a product (with its usual quantity) into one of the caller's lists or a new
// one; the whole cart or an order's lines into a new list, private or shared with the company.
// Opened through shared/lists' store from the catalogue, the detail, the cart and the history.
import { Checkbox, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { MAX_LINE_QUANTITY } from '@portal/domain/cart-quantity';
import { LIST_NAME_MAX_LENGTH } from '@portal/domain/shopping-lists';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSuccessToast } from '#shared/notifications/notify.ts';
import { RefusalAlert } from '#shared/forms/refusal-alert.tsx';
import {
  saveToListDialog,
  useSaveToListDialog,
  type SaveToListTarget,
} from '#shared/lists/save-to-list-store.ts';
import { DialogActions } from '#shared/ui/dialog-actions.tsx';
import { FormDialog } from '#shared/ui/form-dialog.tsx';
import { useCreateList, useLists, usePutListLine } from '../api/lists-api.ts';

export function SaveToListDialog() {
  const { t } = useTranslation();
  const { target } = useSaveToListDialog();
  const title =
    target?.kind === 'cart'
      ? t('shoppingLists.save.cartTitle')
      : target?.kind === 'order'
        ? t('shoppingLists.save.orderTitle', { code: target.codigo })
        : t('shoppingLists.save.productTitle');
  return (
    <FormDialog opened={target !== null} onClose={saveToListDialog.close} title={title}>
      {target && <SaveForm target={target} />}
    </FormDialog>
  );
}

function SaveForm({ target }: { target: SaveToListTarget }) {
  const { t } = useTranslation();
  const product = target.kind === 'product' ? target : null;
  const lists = useLists();
  const create = useCreateList();
  const putLine = usePutListLine();
  const hasLists = (lists.data?.length ?? 0) > 0;
  // Only a product goes into a list that exists; a cart or an order starts a new one.
  const [into, setInto] = useState<'existing' | 'new'>('existing');
  const intoExisting = product !== null && hasLists && into === 'existing';
  const [listId, setListId] = useState<string | null>(null);
  const [nombre, setNombre] = useState('');
  const [compartida, setCompartida] = useState(false);
  const [cantidad, setCantidad] = useState<number | string>(product?.Cantidad ?? 1);
  const [fieldError, setFieldError] = useState<{ field: 'list' | 'name' | 'quantity'; text: string } | null>(
    null,
  );
  const saving = create.isPending || putLine.isPending;
  const failure = create.error ?? putLine.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    const quantity = Number(cantidad);
    if (product && !(Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY)) {
      return setFieldError({ field: 'quantity', text: t('shoppingLists.save.quantityInvalid') });
    }
    if (intoExisting && !listId)
      return setFieldError({ field: 'list', text: t('shoppingLists.save.pickList') });
    if (!intoExisting && nombre.trim() === '')
      return setFieldError({ field: 'name', text: t('shoppingLists.save.nameRequired') });
    try {
      let id = Number(listId);
      let name = lists.data?.find((list) => list.id === id)?.nombre ?? '';
      if (!intoExisting) {
        const created = await create.mutateAsync({
          nombre: nombre.trim(),
          compartida,
          ...(target.kind === 'cart' ? { desdeCarrito: true } : {}),
          ...(target.kind === 'order' ? { desdePedido: target.codigo } : {}),
        });
        id = created.id;
        name = created.nombre;
      }
      if (product) await putLine.mutateAsync({ id, codigo: product.codigo, Cantidad: quantity });
      showSuccessToast(t('shoppingLists.save.saved', { name }));
      saveToListDialog.close();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const errorOf = (field: 'list' | 'name' | 'quantity') =>
    fieldError?.field === field ? fieldError.text : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {product && (
          <Text size="sm">
            <span translate="no">{product.codigo}</span> · {product.nombre}
          </Text>
        )}
        {failure && <RefusalAlert error={failure} />}
        {product && (
          <NumberInput
            label={t('shoppingLists.save.quantity')}
            value={cantidad}
            onChange={setCantidad}
            min={1}
            max={MAX_LINE_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            error={errorOf('quantity')}
            required
          />
        )}
        {product && hasLists && (
          <SegmentedControl
            value={into}
            onChange={(value) => setInto(value === 'new' ? 'new' : 'existing')}
            aria-label={t('shoppingLists.save.where')}
            data={[
              { value: 'existing', label: t('shoppingLists.save.existing') },
              { value: 'new', label: t('shoppingLists.save.new') },
            ]}
          />
        )}
        {intoExisting ? (
          <Select
            label={t('shoppingLists.save.list')}
            data={(lists.data ?? []).map((list) => ({ value: String(list.id), label: list.nombre }))}
            value={listId}
            onChange={setListId}
            error={errorOf('list')}
            required
            searchable
          />
        ) : (
          <>
            <TextInput
              label={t('shoppingLists.save.name')}
              value={nombre}
              onChange={(event) => setNombre(event.currentTarget.value)}
              maxLength={LIST_NAME_MAX_LENGTH}
              error={errorOf('name')}
              required
              data-autofocus
            />
            <Checkbox
              label={t('shoppingLists.save.share')}
              checked={compartida}
              onChange={(event) => setCompartida(event.currentTarget.checked)}
            />
          </>
        )}
        <Text size="sm">
          <Link to="/llistes" onClick={saveToListDialog.close}>
            {t('shoppingLists.save.goToLists')}
          </Link>
        </Text>
        <DialogActions
          onCancel={saveToListDialog.close}
          saving={saving}
          cancelLabel={t('shoppingLists.cancel')}
          submitLabel={t('shoppingLists.save.submit')}
        />
      </Stack>
    </form>
  );
}
