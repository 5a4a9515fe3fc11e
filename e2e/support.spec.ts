import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test.describe('support form', () => {
  test('asks for every field, submits, clears the form, and the request reaches the support list', async ({ page }) => {
    await page.goto('/support');
    const email = page.getByLabel('Email');
    const headline = page.getByLabel('Problem Headline');
    const description = page.getByLabel('Problem Description');
    const submit = page.getByRole('button', { name: 'Submit' });

    await submit.click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Problem Headline is required.')).toBeVisible();
    await expect(page.getByText('Problem Description is required.')).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill('not-an-email');
    await submit.click();
    await expect(page.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();

    const title = `Cannot open the booking calendar ${Date.now()}`;
    const body = 'Since this morning the calendar shows a blank page when I open it from the salon profile.';
    await email.fill('stylist@example.com');
    await headline.fill(title);
    await description.fill(body);
    await submit.click();
    await expect(page.getByRole('region', { name: 'Support' }).getByRole('status')).toHaveText(
      'Support request submitted successfully.',
    );
    await expect(email).toHaveValue('');
    await expect(headline).toHaveValue('');
    await expect(description).toHaveValue('');
    await expect(page.getByText('Email is required.')).toHaveCount(0);

    await logIn(page);
    await page.goto('/support-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Requests' })).toBeVisible();
    const request = page.getByRole('article', { name: title });
    await expect(request).toBeVisible();
    await expect(request).toContainText('stylist@example.com');
    await expect(request).toContainText(body);
  });
});
