/** IN PRODUCT's list (spec §2): the products using a component, each opened in a new tab. */
import type { Component } from '@partproof/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ProductsModalProps {
  component: Component | null;
  onClose: () => void;
}

export function ProductsModal({ component, onClose }: ProductsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={component !== null} onClose={onClose} title={t('In product')} centered>
      {component && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {component.manufacturer} · {component.componentName}
          </Text>
          {component.product.length === 0 && (
            <Text size="sm">{t('No products use this component.')}</Text>
          )}
          {component.product.map((product) => (
            <Group key={product.id} justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500}>
                {product.name}
              </Text>
              <Button
                component="a"
                href={`/products/${product.id}`}
                target="_blank"
                rel="noopener noreferrer"
                size="compact-sm"
                variant="light"
                rightSection={<IconExternalLink size={14} aria-hidden />}
                aria-label={t('Open {{product}} in a new tab', { product: product.name })}
              >
                {t('Open')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
